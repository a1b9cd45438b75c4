-- Coupons combine only when each of them is marked combinable (docs/decisions.md "Coupons"):
-- existing coupons become stand-alone, the safe default for codes issued before the rule.
ALTER TABLE coupons ADD COLUMN combinable boolean NOT NULL DEFAULT false;
