-- Platsbanken postings saved before the format's schedule and duration texts were asked for get them from
-- the codes they already hold, so their next send is not refused for a field nobody was shown.
UPDATE "position_integrations"
SET "data" = "data" || jsonb_build_object(
  'scheduleText', CASE "data"->>'scheduleTimeType' WHEN '2' THEN 'Deltid' ELSE 'Heltid' END)
WHERE "partner" = 'arbetsformedlingen' AND "data" ? 'occupationId'
  AND coalesce("data"->>'scheduleText', '') = '';
--> statement-breakpoint
UPDATE "position_integrations"
SET "data" = "data" || jsonb_build_object(
  'durationText', CASE coalesce("data"->>'temporaryTimeLength', '')
    WHEN '2' THEN '6 månader eller längre'
    WHEN '3' THEN '3–6 månader'
    WHEN '4' THEN 'Sommarmånaderna (juni–augusti)'
    WHEN '7' THEN 'Upp till 3 månader'
    WHEN '8' THEN 'Upp till 10 dagar'
    ELSE 'Tills vidare' END)
WHERE "partner" = 'arbetsformedlingen' AND "data" ? 'occupationId'
  AND coalesce("data"->>'durationText', '') = '';
