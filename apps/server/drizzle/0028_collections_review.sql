-- Placeholder: replaced by the migration it is named for.
SELECT 1;
