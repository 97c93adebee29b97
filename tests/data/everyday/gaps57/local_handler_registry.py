"""Register message handlers declared inside a setup function, with decorators."""
HANDLERS = {}
AUDIT = []


def handles(kind, *, priority=0):
    def register(cls):
        if kind in HANDLERS:
            raise KeyError(f"{kind!r} already handled by {HANDLERS[kind].__name__}")
        cls.kind = kind
        cls.priority = priority
        HANDLERS[kind] = cls
        return cls
    return register


def audited(cls):
    AUDIT.append(cls.__qualname__)
    return cls


def setup(strict):
    @handles("greet", priority=2)
    @audited
    class Greeter:
        def handle(self, payload):
            return f"hello, {payload}"

    @handles("sum")
    class Adder:
        def handle(self, payload):
            return sum(payload)

    if strict:
        try:
            @handles("greet")
            class Shadow:
                pass
        except KeyError as exc:
            print("refused:", exc)
    return Greeter, Adder


def main():
    greeter, adder = setup(strict=True)
    print(sorted((k, c.__name__, c.priority) for k, c in HANDLERS.items()))
    print(AUDIT, greeter.kind, adder.kind, adder.priority)
    for kind, payload in [("greet", "ana"), ("sum", [1, 2, 3]), ("ping", None)]:
        handler = HANDLERS.get(kind)
        print(kind, "->", handler().handle(payload) if handler else "no handler")


if __name__ == "__main__":
    main()
