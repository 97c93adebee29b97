"""Records built from mixins, with cooperative `super().__init__(**kw)` chains."""


class Base:
    def __init__(self, **kw):
        self.trace = ["Base"]
        if kw:
            print("leftover", sorted(kw))

    def describe(self):
        return "base"


class Named(Base):
    def __init__(self, name="anon", **kw):
        super().__init__(**kw)
        self.name = name
        self.trace.append("Named")

    def describe(self):
        return "named:" + super().describe()


class Timestamped(Base):
    def __init__(self, ts=0, **kw):
        super().__init__(**kw)
        self.ts = ts
        self.trace.append("Timestamped")

    def describe(self):
        return "ts:" + super().describe()


class Record(Named, Timestamped):
    def __init__(self, **kw):
        super().__init__(**kw)
        self.trace.append("Record")

    def describe(self):
        return "record:" + super().describe()


class JsonMixin:
    def to_json(self):
        parts = [f'"{k}": {v!r}' for k, v in sorted(vars(self).items()) if k != "trace"]
        return "{" + ", ".join(parts) + "}"


class User(JsonMixin, Record):
    kind = "user"


class Left(Base):
    def hello(self):
        return "left"


class Right(Base):
    greeting = "hi from right"

    def hello(self):
        return "right"

    def only_right(self):
        return "only right"


class Both(Left, Right):
    def hello(self):
        return super(Both, self).hello() + "+" + super(Left, self).hello()


def main():
    r = Record(name="job", ts=42)
    print(r.trace, r.name, r.ts)
    print(r.describe())
    print([c.__name__ for c in Record.__mro__])
    print([c.__name__ for c in User.__mro__])
    print([c.__name__ for c in User.__bases__])
    u = User(name="ann", ts=7, colour="red")
    print(u.to_json(), u.kind, type(u).__name__)
    print(isinstance(u, Timestamped), isinstance(u, JsonMixin), issubclass(User, Base), issubclass(Record, JsonMixin))
    print(u.describe())
    b = Both()
    print(b.hello(), b.only_right(), b.greeting)
    print(Both.__mro__ == (Both, Left, Right, Base, object))
    return len(User.__mro__)


if __name__ == "__main__":
    main()
