-- An application's own rows (its files, the company's notification) are written before the application
-- row itself, which goes last in its transaction: inserting it runs the tally triggers, which lock the
-- position's, the day's and the company's counter rows until the commit. Written last, those locks are
-- held for the commit alone, so applications to one position no longer queue behind each other's whole
-- transaction. Their references to it are checked at the commit instead of at once.
ALTER TABLE "application_files" ALTER CONSTRAINT "application_files_application_id_job_applications_id_fk" DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
ALTER TABLE "notifications" ALTER CONSTRAINT "notifications_application_id_job_applications_id_fk" DEFERRABLE INITIALLY DEFERRED;
