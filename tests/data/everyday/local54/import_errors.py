"""An importer that defines its error classes inside the function that raises and catches them."""


class ImportProblem(Exception):
    """Raised for a batch that cannot be imported at all."""


def import_rows(lines):
    class RowError(ValueError):
        def __init__(self, number, reason):
            super().__init__(f"row {number}: {reason}")
            self.number = number

    class MissingField(RowError):
        pass

    imported, problems = [], []
    for number, line in enumerate(lines, 1):
        try:
            parts = [p.strip() for p in line.split(",")]
            if len(parts) != 3:
                raise MissingField(number, f"expected 3 fields, got {len(parts)}")
            name, qty, price = parts
            if not qty.isdigit():
                raise RowError(number, f"bad quantity {qty!r}")
            imported.append((name, int(qty) * float(price)))
        except MissingField as exc:
            problems.append(("missing", exc.number, str(exc)))
        except RowError as exc:
            problems.append(("bad", exc.number, str(exc)))
    if not imported:
        raise ImportProblem(f"nothing imported from {len(lines)} lines")
    print(type(problems and MissingField("0", "x")).__qualname__)
    print(issubclass(MissingField, ValueError), isinstance(RowError(1, "x"), MissingField))
    print(repr(RowError(7, "late")), RowError(7, "late").args)
    return imported, problems


def main():
    imported, problems = import_rows(["apple, 3, 0.5", "pear, x, 1.0", "plum, 2", "fig, 10, 0.25"])
    for kind, number, text in problems:
        print(f"{kind:>8} #{number}: {text}")
    try:
        require_rows([])
    except ImportProblem as exc:
        print("stopped:", exc)
    try:
        import_rows(["", "broken"])
    except ImportProblem as exc:
        print("stopped again:", exc)
    return imported


def require_rows(lines):
    if not lines:
        raise ImportProblem("no lines to import")
    return lines
