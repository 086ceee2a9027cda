-- The GDPR screen counted each person's mail by reading every e-mail of the company (an OR the planner
-- cannot take to an index): mail outside any application is now found by company and address.
CREATE INDEX "email_log_loose_address_idx" ON "email_log" USING btree ("container_id",lower("email_address")) WHERE "email_log"."application_id" is null;