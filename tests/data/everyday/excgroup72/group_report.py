"""Reporting a batch's failures the way an agent writes them to a log: CPython's traceback of
the group, boxed, with notes and chained exceptions inside the boxes."""
import traceback


def load(name, text):
    try:
        return int(text)
    except ValueError as exc:
        raise LookupError(f"setting {name} unreadable") from exc


def load_all(settings):
    values, errors = {}, []
    for name, text in settings.items():
        try:
            values[name] = load(name, text)
        except LookupError as exc:
            exc.add_note(f"source: settings[{name!r}]")
            errors.append(exc)
    if len(errors) > 1:
        nested = ExceptionGroup("retry queue", [TimeoutError("backend slow"), KeyError("token")])
        errors.append(nested)
        raise ExceptionGroup(f"{len(errors)} settings failed", errors)
    return values


def main():
    settings = {"port": "80x", "workers": "4", "timeout": "", "retries": "3"}
    try:
        load_all(settings)
    except ExceptionGroup as eg:
        text = "".join(traceback.format_exception(eg))
        print(text)
        print(traceback.format_exception_only(eg))
        traceback.print_exc()
    try:
        try:
            load_all(settings)
        except* KeyError:
            pass
    except ExceptionGroup as rest:
        lines = traceback.format_exception(rest)
        print(len(lines), lines[-1].rstrip())
    many = ExceptionGroup("wide", [ValueError(i) for i in range(17)])
    print("".join(traceback.format_exception(many)))


if __name__ == "__main__":
    main()
