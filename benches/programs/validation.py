# Validation with custom exceptions raised and caught in a loop.
class ValidationError(Exception):
    def __init__(self, field, msg):
        super().__init__(f"{field}: {msg}")
        self.field = field

def validate(rec):
    if not rec.get("name"):
        raise ValidationError("name", "missing")
    age = rec.get("age")
    if not isinstance(age, int) or age < 0:
        raise ValidationError("age", f"bad value {age!r}")
    try:
        return int(rec["zip"])
    except ValueError:
        raise ValidationError("zip", "not a number") from None

def main() -> int:
    recs = []
    for i in range(30000):
        recs.append({"name": "" if i % 7 == 0 else f"n{i}", "age": -1 if i % 11 == 0 else i % 90,
                     "zip": "x1" if i % 13 == 0 else str(10000 + i)})
    ok = 0
    errors = {}
    for r in recs:
        try:
            validate(r)
            ok += 1
        except ValidationError as e:
            errors[e.field] = errors.get(e.field, 0) + 1
    print(ok, errors)
    return ok
