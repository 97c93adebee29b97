"""Validate IBANs (length per country, mod-97 check) and format them for display."""
import string


class IBANError(ValueError):
    """Base class for IBAN validation failures."""


class UnknownCountry(IBANError):
    pass


class BadLength(IBANError):
    def __init__(self, country, expected, got):
        super().__init__(f"{country} IBANs have {expected} characters, got {got}")
        self.expected, self.got = expected, got


class BadChecksum(IBANError):
    pass


LENGTHS = {"DE": 22, "GB": 22, "FR": 27, "NL": 18, "BE": 16, "ES": 24, "IT": 27, "CH": 21, "NO": 15}


def normalise(raw: str) -> str:
    return "".join(raw.split()).upper()


def numeric(iban: str) -> int:
    rearranged = iban[4:] + iban[:4]
    digits = "".join(str(int(ch, 36)) for ch in rearranged)
    return int(digits)


def validate(raw: str) -> str:
    iban = normalise(raw)
    if not iban.isalnum():
        bad = sorted({c for c in iban if not c.isalnum()})
        raise IBANError(f"illegal characters {bad}")
    country = iban[:2]
    if country not in LENGTHS:
        raise UnknownCountry(f"unknown country code {country!r}")
    if len(iban) != LENGTHS[country]:
        raise BadLength(country, LENGTHS[country], len(iban))
    if numeric(iban) % 97 != 1:
        raise BadChecksum(f"checksum {iban[2:4]} does not match")
    return iban


def make_check_digits(country: str, bban: str) -> str:
    value = numeric(country + "00" + bban)
    return f"{98 - value % 97:02d}"


def pretty(iban: str) -> str:
    return " ".join(iban[i:i + 4] for i in range(0, len(iban), 4))


CANDIDATES = [
    "DE89 3704 0044 0532 0130 00",
    "gb82 west 1234 5698 7654 32",
    "NL91ABNA0417164300",
    "BE68 5390 0754 7034",
    "FR14 2004 1010 0505 0001 3M02 606",
    "DE89 3704 0044 0532 0130 01",
    "XX12 3456",
    "NO93 8601 1117 94",
    "CH93 0076 2011 6238 5295 7",
    "ES91-2100-0418-4502-0005-1332",
]


def main():
    failures = {}
    for raw in CANDIDATES:
        try:
            iban = validate(raw)
        except BadLength as exc:
            print(f"LENGTH   {raw:<36} {exc} (off by {exc.got - exc.expected:+d})")
            failures[type(exc).__name__] = failures.get(type(exc).__name__, 0) + 1
        except IBANError as exc:
            print(f"INVALID  {raw:<36} {type(exc).__name__}: {exc}")
            failures[type(exc).__name__] = failures.get(type(exc).__name__, 0) + 1
        else:
            print(f"ok       {pretty(iban):<36} bank {iban[4:8]}")
    print("failures:", failures)
    bban = "370400440532013000"
    digits = make_check_digits("DE", bban)
    print("generated:", pretty(f"DE{digits}{bban}"), validate(f"DE{digits}{bban}") is not None)
    print(issubclass(BadChecksum, ValueError), string.ascii_uppercase.index("Z") + 10, int("z", 36))


if __name__ == "__main__":
    main()
