-- A status change of 1,000 applications writes 1,000 log lines in one insert, and each line's company key
-- was checked against containers on its own (4 ms of the 15 ms insert). The line's application is checked
-- already and carries the company's cascade (company → applications → their log), so the company key
-- keeps no foreign key of its own, as application_answers' and application_search_texts' do not.
ALTER TABLE "application_log" DROP CONSTRAINT "application_log_container_id_containers_id_fk";
