RAW = ["ana:90,85,77", "bo:abc,70", "cy:", "dee:100,100", "eve:101,50", "fin:60;70", ":80"]


class GradeError(ValueError):
    pass


def parse_entry(entry):
    name, sep, rest = entry.partition(":")
    if not name:
        raise GradeError(f"no name in {entry!r}")
    if not rest:
        raise GradeError(f"{name}: no grades")
    grades = []
    for part in rest.split(","):
        g = int(part)
        if not 0 <= g <= 100:
            raise GradeError(f"{name}: grade {g} out of range")
        grades.append(g)
    return name, grades


def main():
    good = {}
    for entry in RAW:
        try:
            name, grades = parse_entry(entry)
        except GradeError as e:
            print("grade error:", e)
        except ValueError as e:
            print("value error:", e)
        else:
            good[name] = grades
        finally:
            pass
    for name, grades in good.items():
        avg = sum(grades) / len(grades)
        print(f"{name}: {grades} avg={avg:.1f}")
    print(issubclass(GradeError, ValueError), isinstance(GradeError("x"), Exception))
    try:
        try:
            int("x")
        except ValueError as e:
            raise GradeError("wrapped") from e
    except GradeError as e:
        print(repr(e), type(e.__cause__).__name__ if False else "cause kept")
    results = []
    for value in ["3", "0", "x", None]:
        try:
            results.append(10 // int(value))
        except ZeroDivisionError:
            results.append("div0")
        except (TypeError, ValueError) as e:
            results.append(type(e).__name__)
    print(results)


if __name__ == "__main__":
    main()
