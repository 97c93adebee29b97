"""Validate IBANs, ISBNs and card numbers (Luhn) from a batch of form submissions."""
import re
import string


class ValidationError(Exception):
    """Base class for all validation failures."""


class FormatError(ValidationError):
    pass


class ChecksumError(ValidationError):
    pass


IBAN_LENGTHS = {"DE": 22, "GB": 22, "FR": 27, "NL": 18, "BE": 16}


def luhn_ok(number: str) -> bool:
    digits = [int(c) for c in number if c.isdigit()]
    total = 0
    for i, d in enumerate(reversed(digits)):
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def check_card(raw: str) -> str:
    cleaned = re.sub(r"[\s-]", "", raw)
    if not cleaned.isdigit() or not 12 <= len(cleaned) <= 19:
        raise FormatError(f"card {raw!r} has bad format")
    if not luhn_ok(cleaned):
        raise ChecksumError(f"card ending {cleaned[-4:]} fails Luhn")
    return "**** " + cleaned[-4:]


def check_iban(raw: str) -> str:
    iban = raw.replace(" ", "").upper()
    country = iban[:2]
    if country not in IBAN_LENGTHS or len(iban) != IBAN_LENGTHS[country]:
        raise FormatError(f"IBAN {raw!r}: wrong length for {country or '??'}")
    rearranged = iban[4:] + iban[:4]
    numeric = "".join(str(string.ascii_uppercase.index(c) + 10) if c.isalpha() else c
                      for c in rearranged)
    if int(numeric) % 97 != 1:
        raise ChecksumError(f"IBAN {iban[:4]}... checksum mismatch")
    return " ".join(iban[i:i + 4] for i in range(0, len(iban), 4))


def check_isbn(raw: str) -> str:
    isbn = raw.replace("-", "").replace(" ", "")
    if len(isbn) == 10 and re.fullmatch(r"\d{9}[\dX]", isbn):
        total = sum((10 - i) * (10 if c == "X" else int(c)) for i, c in enumerate(isbn))
        if total % 11:
            raise ChecksumError(f"ISBN-10 {isbn} invalid")
        return f"ISBN-10 {isbn}"
    if len(isbn) == 13 and isbn.isdigit():
        total = sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(isbn))
        if total % 10:
            raise ChecksumError(f"ISBN-13 {isbn} invalid")
        return f"ISBN-13 {isbn}"
    raise FormatError(f"{raw!r} is not an ISBN")


CHECKS = {"card": check_card, "iban": check_iban, "isbn": check_isbn}

SUBMISSIONS = [
    ("card", "4539 1488 0343 6467"),
    ("card", "4539-1488-0343-6468"),
    ("card", "12ab"),
    ("iban", "GB82 WEST 1234 5698 7654 32"),
    ("iban", "DE89 3704 0044 0532 0130 00"),
    ("iban", "DE89 3704 0044 0532 0130 01"),
    ("iban", "XX12"),
    ("isbn", "0-306-40615-2"),
    ("isbn", "978-0-306-40615-7"),
    ("isbn", "978-0-306-40615-8"),
    ("isbn", "0-8044-2957-X"),
    ("isbn", "hello"),
]


def main():
    stats = {"ok": 0, FormatError.__name__: 0, ChecksumError.__name__: 0}
    for kind, value in SUBMISSIONS:
        try:
            shown = CHECKS[kind](value)
        except ValidationError as exc:
            stats[type(exc).__name__] += 1
            print(f"  [{kind:4}] REJECT {type(exc).__name__:13} {exc}")
        else:
            stats["ok"] += 1
            print(f"  [{kind:4}] ok     {shown}")
    print(", ".join(f"{k}={v}" for k, v in stats.items()))
    assert issubclass(ChecksumError, ValidationError)


if __name__ == "__main__":
    main()
