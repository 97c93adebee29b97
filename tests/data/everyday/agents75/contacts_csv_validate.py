import csv
import io
import json
import re
from dataclasses import dataclass, asdict, field
from datetime import date


class ValidationError(Exception):
    def __init__(self, field_name: str, message: str):
        super().__init__(f"{field_name}: {message}")
        self.field_name = field_name


EMAIL = re.compile(r"^[\w.+-]+@(?P<domain>[\w-]+(?:\.[\w-]+)+)$")
PHONE = re.compile(r"^\+?[\d\s().-]{7,20}$")

RAW = '''id,full_name,email,phone,birthday,tags
1,"Okoye, Ada",ada@example.com,+1 (555) 010-2000,1990-04-12,"vip;newsletter"
2,Ben Ito,ben.ito@example,555-0101,1985-13-01,
3,  Chloé Martin ,CHLOE@Example.FR,+33 1 23 45 67 89,2001-02-28,newsletter
4,,dan@example.com,12,1999-01-01,vip
5,Eve Adams,eve+work@mail.example.co.uk,(020) 7946 0000,,"beta;vip;beta"
x,Frank,frank@example.com,5550102,1970-01-01,
'''


@dataclass
class Contact:
    id: int
    name: str
    email: str
    phone: str
    birthday: date | None
    tags: list[str] = field(default_factory=list)

    def __post_init__(self):
        if not self.name:
            raise ValidationError("full_name", "is required")
        if not EMAIL.match(self.email):
            raise ValidationError("email", f"{self.email!r} is not a valid address")
        if not PHONE.match(self.phone):
            raise ValidationError("phone", f"{self.phone!r} looks wrong")
        self.email = self.email.lower()
        self.tags = sorted(set(self.tags))

    @classmethod
    def from_row(cls, row: dict[str, str]) -> "Contact":
        try:
            ident = int(row["id"])
        except ValueError:
            raise ValidationError("id", f"{row['id']!r} is not an integer") from None
        birthday = None
        if row["birthday"]:
            try:
                birthday = date.fromisoformat(row["birthday"])
            except ValueError as exc:
                raise ValidationError("birthday", str(exc)) from exc
        tags = [t for t in row["tags"].split(";") if t]
        return cls(ident, " ".join(row["full_name"].split()), row["email"].strip(), row["phone"], birthday, tags)


def encode(obj):
    if isinstance(obj, date):
        return obj.isoformat()
    raise TypeError(f"cannot encode {type(obj).__name__}")


def main():
    contacts, errors = [], []
    for line_no, row in enumerate(csv.DictReader(io.StringIO(RAW)), start=2):
        try:
            contacts.append(Contact.from_row(row))
        except ValidationError as exc:
            errors.append({"line": line_no, "field": exc.field_name, "error": str(exc)})
    print(json.dumps([asdict(c) for c in contacts], default=encode, indent=2, ensure_ascii=False))
    print(json.dumps({"rejected": len(errors), "errors": errors}, indent=1))
    domains = sorted({EMAIL.match(c.email)["domain"] for c in contacts})
    print("domains:", domains)
    try:
        json.dumps({"when": date(2024, 1, 1), "what": {1, 2}}, default=encode)
    except TypeError as exc:
        print("encode failed:", exc)
    print(json.dumps(date(2024, 1, 1), default=encode), json.dumps(contacts[0].birthday, default=str))


if __name__ == "__main__":
    main()
