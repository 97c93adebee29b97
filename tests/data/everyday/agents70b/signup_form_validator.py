"""Validate signup forms, collecting field errors from a validator chain."""
import re
from datetime import date


class ValidationError(Exception):
    def __init__(self, field, message):
        super().__init__(f"{field}: {message}")
        self.field = field
        self.message = message


class FormInvalid(Exception):
    def __init__(self, errors):
        self.errors = errors
        super().__init__(f"{len(errors)} error(s)")

    def by_field(self):
        out = {}
        for e in self.errors:
            out.setdefault(e.field, []).append(e.message)
        return out


def required(field, value):
    if value is None or (isinstance(value, str) and not value.strip()):
        raise ValidationError(field, "is required")


def length(lo, hi):
    def check(field, value):
        if value is not None and not lo <= len(value) <= hi:
            raise ValidationError(field, f"must be {lo}-{hi} characters")
    return check


def matches(pattern, what):
    rx = re.compile(pattern)

    def check(field, value):
        if value and not rx.fullmatch(value):
            raise ValidationError(field, f"is not a valid {what}")
    return check


def birthdate_adult(today):
    def check(field, value):
        if not value:
            return
        try:
            born = date.fromisoformat(value)
        except ValueError as exc:
            raise ValidationError(field, "is not a date") from exc
        age = today.year - born.year - ((today.month, today.day) < (born.month, born.day))
        if age < 18:
            raise ValidationError(field, f"must be 18+, got {age}")
    return check


SCHEMA = {
    "username": [required, length(3, 12), matches(r"[a-z][a-z0-9_]*", "username")],
    "email": [required, matches(r"[^@\s]+@[^@\s]+\.[a-z]{2,}", "email")],
    "password": [required, length(8, 64)],
    "birthdate": [birthdate_adult(date(2024, 6, 1))],
}


def validate(form):
    errors = []
    clean = {}
    for field, checks in SCHEMA.items():
        value = form.get(field)
        for check in checks:
            try:
                check(field, value)
            except ValidationError as e:
                errors.append(e)
                break
        else:
            clean[field] = value
    unknown = sorted(set(form) - set(SCHEMA))
    for field in unknown:
        errors.append(ValidationError(field, "is not allowed"))
    if errors:
        raise FormInvalid(errors)
    if form["password"].lower() == form["username"].lower():
        raise FormInvalid([ValidationError("password", "must differ from username")])
    return clean


def main():
    forms = [
        {"username": "ada_l", "email": "ada@example.org", "password": "analytical", "birthdate": "1990-12-10"},
        {"username": "X", "email": "nope", "password": "short"},
        {"username": "kid", "email": "kid@school.edu", "password": "longenough", "birthdate": "2010-07-04"},
        {"username": "", "email": "a@b.co", "password": "passwordpw", "birthdate": "2000-02-30", "role": "admin"},
        {"username": "samesame", "email": "s@s.io", "password": "SAMESAME"},
    ]
    ok = 0
    for i, form in enumerate(forms):
        try:
            clean = validate(form)
        except FormInvalid as exc:
            print(f"form {i}: invalid ({exc})")
            for field, msgs in exc.by_field().items():
                print(f"   {field}: {'; '.join(msgs)}")
            for e in exc.errors:
                if e.__cause__ is not None:
                    print(f"   cause of {e.field}: {e.__cause__}")
        else:
            ok += 1
            print(f"form {i}: ok {sorted(clean)}")
    print(f"{ok}/{len(forms)} valid")
    return ok


if __name__ == "__main__":
    main()
