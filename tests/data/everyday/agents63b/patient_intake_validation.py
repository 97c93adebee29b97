"""Validate patient intake forms and report every problem at once."""
from typing import Dict, List, Tuple, TypedDict


class Intake(TypedDict, total=False):
    name: str
    age: int
    blood_type: str
    allergies: List[str]
    phone: str
    weight_kg: float


class ValidationFailed(Exception):
    def __init__(self, errors: List[Tuple[str, str]]):
        self.errors = errors
        super().__init__(f"{len(errors)} problem(s)")


BLOOD_TYPES = {a + s for a in ("A", "B", "AB", "O") for s in "+-"}
REQUIRED = ("name", "age", "blood_type")


class Validator:
    def __init__(self) -> None:
        self.errors: List[Tuple[str, str]] = []

    def fail(self, field: str, message: str) -> None:
        self.errors.append((field, message))

    def validate(self, form: Dict) -> Intake:
        self.errors = []
        for key in REQUIRED:
            if key not in form:
                self.fail(key, "is required")
        name = form.get("name", "")
        if name and not all(part.isalpha() for part in name.split()):
            self.fail("name", f"has odd characters: {name!r}")
        age = form.get("age")
        if age is not None:
            if not isinstance(age, int) or isinstance(age, bool):
                self.fail("age", f"must be an integer, not {type(age).__name__}")
            elif not 0 <= age <= 120:
                self.fail("age", f"{age} out of range 0..120")
        blood = form.get("blood_type")
        if blood is not None and blood.upper() not in BLOOD_TYPES:
            self.fail("blood_type", f"unknown type {blood!r}")
        phone = form.get("phone")
        if phone is not None:
            digits = "".join(ch for ch in phone if ch.isdigit())
            if len(digits) != 10:
                self.fail("phone", f"needs 10 digits, got {len(digits)}")
        for i, allergy in enumerate(form.get("allergies", [])):
            if not allergy.strip():
                self.fail(f"allergies[{i}]", "is blank")
        weight = form.get("weight_kg")
        if weight is not None:
            try:
                weight = float(weight)
            except ValueError as exc:
                self.fail("weight_kg", str(exc))
        if self.errors:
            raise ValidationFailed(self.errors)
        clean: Intake = {"name": name.title(), "age": age, "blood_type": blood.upper()}
        if weight is not None:
            clean["weight_kg"] = weight
        return clean


FORMS = [
    {"name": "ada lovelace", "age": 36, "blood_type": "o+", "weight_kg": "58.5"},
    {"name": "R2 D2", "age": "forty", "blood_type": "Q", "phone": "555-01"},
    {"age": 130, "allergies": ["pollen", "  "], "weight_kg": "heavy"},
    {"name": "Grace Hopper", "age": True, "blood_type": "AB-", "phone": "(555) 123-4567"},
    {"name": "Alan Turing", "age": 41, "blood_type": "b-", "allergies": ["penicillin"]},
]


def main():
    validator = Validator()
    accepted = []
    for n, form in enumerate(FORMS, 1):
        try:
            clean = validator.validate(form)
        except ValidationFailed as exc:
            print(f"form {n}: rejected ({exc})")
            for field, message in sorted(exc.errors):
                print(f"   - {field} {message}")
        else:
            accepted.append(clean)
            print(f"form {n}: accepted {clean}")
    print(len(accepted), "accepted:", [p["name"] for p in accepted])
    print(sorted(BLOOD_TYPES))


if __name__ == "__main__":
    main()
