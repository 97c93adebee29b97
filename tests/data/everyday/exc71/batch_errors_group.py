"""Validating a batch, collecting every failure into an ExceptionGroup handled with except*."""


def check(row):
    if "id" not in row:
        raise KeyError("id")
    if row.get("qty", 0) < 0:
        raise ValueError(f"negative qty in {row['id']}")
    return row["id"]


def validate(rows):
    errors, good = [], []
    for row in rows:
        try:
            good.append(check(row))
        except (KeyError, ValueError) as e:
            e.add_note(f"row {row!r}")
            errors.append(e)
    if errors:
        raise ExceptionGroup(f"{len(errors)} bad rows", errors)
    return good


def main():
    rows = [{"id": 1, "qty": 2}, {"qty": 1}, {"id": 3, "qty": -1}, {"id": 4}]
    try:
        validate(rows)
    except* KeyError as group:
        print("missing:", [str(e) for e in group.exceptions], group.message)
    except* ValueError as group:
        print("invalid:", [e.__notes__ for e in group.exceptions])
    eg = ExceptionGroup("all", [ValueError(1), TypeError(2), ExceptionGroup("inner", [ValueError(3)])])
    match, rest = eg.split(ValueError)
    print(repr(match), repr(rest), str(eg), len(eg.exceptions))
    print(eg.subgroup(lambda e: isinstance(e, TypeError)))
    return validate(rows[:1])
