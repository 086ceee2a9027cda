CREATE INDEX "job_applications_container_label_idx" ON "job_applications" USING btree ("container_id","label_id");--> statement-breakpoint
CREATE INDEX "job_applications_position_unread_idx" ON "job_applications" USING btree ("position_id") WHERE "job_applications"."viewed_at" is null;
