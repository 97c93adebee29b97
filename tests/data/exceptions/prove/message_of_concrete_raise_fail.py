# prove: failed assertion
def parse_quantities(fields: list[str]) -> list[str]:
    """Parse `name=qty` fields, collecting CPython's message for each bad quantity."""
    errors: list[str] = []
    for field in fields:
        name, _, raw = field.partition("=")
        try:
            int(raw)
        except ValueError as e:
            errors.append("%s: %s" % (name, e))
    return errors


def main(extra: int) -> int:
    errors = parse_quantities(["bolts=12", "nuts=a dozen"])
    # The message is CPython's, not a guess: this claim is wrong and must be refuted.
    assert errors == ["nuts: invalid literal for int(): 'a dozen'"]
    return len(errors) + extra
