# prove: proved
def parse_quantities(fields: list[str]) -> tuple[dict[str, int], list[str]]:
    """Parse `name=qty` fields, collecting CPython's message for each bad quantity."""
    good: dict[str, int] = {}
    errors: list[str] = []
    for field in fields:
        name, _, raw = field.partition("=")
        try:
            good[name] = int(raw)
        except ValueError as e:
            errors.append("%s: %s" % (name, e))
    return good, errors


def main() -> int:
    good, errors = parse_quantities(["bolts=12", "nuts=a dozen", "washers=7"])
    assert errors == ["nuts: invalid literal for int() with base 10: 'a dozen'"]
    try:
        1 / 0
    except ZeroDivisionError as e:
        assert str(e) == "division by zero"
        assert "%s" % (e,) == "division by zero"
    return sum(good.values())
