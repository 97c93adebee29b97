"""Validate residential parking permit applications and report why rejected ones fail."""
import re
from datetime import date


class PermitError(Exception):
    """Base class for application problems."""

    code = "E000"

    def __init__(self, field, message):
        super().__init__(f"{field}: {message}")
        self.field = field


class FormatError(PermitError):
    code = "E100"


class EligibilityError(PermitError):
    code = "E200"


class DuplicateError(PermitError):
    code = "E300"


PLATE = re.compile(r"^[A-Z]{2}\d{2}\s?[A-Z]{3}$")
ZONES = {"A": 2, "B": 1, "C": 3}


def validate(app, seen_plates, today):
    plate = app.get("plate", "").upper().strip()
    if not PLATE.match(plate):
        raise FormatError("plate", f"{plate!r} is not a valid registration")
    plate = plate.replace(" ", "")
    if plate in seen_plates:
        raise DuplicateError("plate", f"{plate} already holds a permit")
    zone = app.get("zone")
    if zone not in ZONES:
        raise EligibilityError("zone", f"unknown zone {zone!r}")
    try:
        expiry = date.fromisoformat(app["insurance_expiry"])
    except KeyError:
        raise FormatError("insurance_expiry", "missing") from None
    except ValueError as exc:
        raise FormatError("insurance_expiry", str(exc)) from exc
    if expiry < today:
        days = (today - expiry).days
        raise EligibilityError("insurance_expiry", f"lapsed {days} days ago")
    if app.get("vehicles_at_address", 0) >= ZONES[zone]:
        raise EligibilityError("zone", f"zone {zone} allows {ZONES[zone]} per address")
    return plate, zone, expiry


def main():
    today = date(2024, 3, 15)
    apps = [
        {"name": "Priya", "plate": "ab12 cde", "zone": "A", "insurance_expiry": "2024-12-01"},
        {"name": "Tom", "plate": "XY9 ZZZ", "zone": "B", "insurance_expiry": "2024-06-30"},
        {"name": "Lena", "plate": "CD34EFG", "zone": "B", "insurance_expiry": "2024-02-10"},
        {"name": "Omar", "plate": "GH56 JKL", "zone": "D", "insurance_expiry": "2025-01-01"},
        {"name": "Ruth", "plate": "AB12CDE", "zone": "A", "insurance_expiry": "2024-09-09"},
        {"name": "Ken", "plate": "MN78 PQR", "zone": "C"},
        {"name": "Ivo", "plate": "ST90 UVW", "zone": "C", "insurance_expiry": "2024-13-01"},
        {"name": "Zoe", "plate": "KL11 MNO", "zone": "B", "insurance_expiry": "2024-08-01", "vehicles_at_address": 1},
        {"name": "Ada", "plate": "PQ22 RST", "zone": "C", "insurance_expiry": "2024-03-15", "vehicles_at_address": 2},
    ]
    seen = set()
    approved = []
    errors_by_code = {}
    for app in apps:
        try:
            plate, zone, expiry = validate(app, seen, today)
        except PermitError as err:
            errors_by_code.setdefault(err.code, []).append(app["name"])
            cause = f" (caused by {type(err.__cause__).__name__})" if err.__cause__ else ""
            print(f"REJECT {app['name']:<6} [{err.code} {type(err).__name__}] {err}{cause}")
        else:
            seen.add(plate)
            approved.append((app["name"], plate, zone, expiry))
            print(f"OK     {app['name']:<6} {plate} zone {zone}, valid {(expiry - today).days} days")
    print()
    print(f"approved {len(approved)}/{len(apps)}")
    for code in sorted(errors_by_code):
        print(f"  {code}: {', '.join(errors_by_code[code])}")
    print("is FormatError a PermitError?", issubclass(FormatError, PermitError))


if __name__ == "__main__":
    main()
