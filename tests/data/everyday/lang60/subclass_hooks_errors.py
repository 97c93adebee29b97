"""Class keywords checked by __init_subclass__, and CPython's errors for the ones nobody takes."""

SEEN = []


class Plain:
    pass


class Strict:
    def __init_subclass__(cls, *, table):
        super().__init_subclass__()
        cls.table = table
        SEEN.append((cls.__name__, table))


class Forwarding:
    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        SEEN.append(cls.__name__)


class Users(Strict, table="users"):
    pass


def make_models(names):
    made = []
    for name in names:
        class Model(Strict, table=name):
            pass
        made.append(Model)
    return made


def main():
    models = make_models(["orders", "items"])
    print([m.table for m in models], Users.table, models[0] is models[1])
    print(SEEN)
    try:
        class NoKeywords(Plain, tag="x"):
            pass
    except TypeError as e:
        print("TypeError:", e)
    try:
        class Missing(Strict):
            pass
    except TypeError as e:
        print("TypeError:", e)
    try:
        class Extra(Strict, table="t", other=1):
            pass
    except TypeError as e:
        print("TypeError:", e)
    try:
        class Passed(Forwarding, color="red"):
            pass
    except TypeError as e:
        print("TypeError:", e)

    class Quiet(Forwarding):
        pass

    print(SEEN[-2:], Quiet.__name__)


if __name__ == "__main__":
    main()
