"""What split copies onto the groups it derives: cause (which suppresses the context), context,
the one traceback object, and a copy of the notes; nothing on a group never raised."""


def main():
    try:
        try:
            raise KeyError("root cause")
        except KeyError as cause:
            raise ExceptionGroup("g", [ValueError(1), TypeError(2)]) from cause
    except ExceptionGroup as eg:
        eg.add_note("first note")
        m, r = eg.split(ValueError)
        print(repr(m.__cause__), m.__suppress_context__, repr(m.__context__), m.__notes__, m.__notes__ is eg.__notes__)
        print(m.__traceback__ is eg.__traceback__, r.__cause__ is eg.__cause__)
    g2 = ExceptionGroup("plain", [ValueError(1), TypeError(2)])
    a, b = g2.split(ValueError)
    print(a.__suppress_context__, a.__cause__, a.__context__, a.__traceback__, hasattr(a, "__notes__"))


if __name__ == "__main__":
    main()
