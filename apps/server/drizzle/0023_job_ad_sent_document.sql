-- Keeps the last document sent to a channel, so support can read what the board was sent.
ALTER TABLE "position_integrations" ADD COLUMN "sent_document" text;