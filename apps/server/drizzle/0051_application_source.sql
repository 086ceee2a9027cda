-- Where an application came from (a job channel's tracked link, utm_* on any link, the referring site), as
-- the career site sends it with the application; {} for direct and for every application before this.
ALTER TABLE "job_applications" ADD COLUMN "source" jsonb DEFAULT '{}'::jsonb NOT NULL;