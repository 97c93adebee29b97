"""Plugins registered by decorator into a list, with a decorator factory for priorities."""

PLUGINS = []


def plugin(priority=0):
    def deco(cls):
        cls.priority = priority
        PLUGINS.append(cls)
        return cls
    return deco


@plugin(priority=5)
class Upper:
    name = "upper"

    def apply(self, text):
        return text.upper()


@plugin()
class Strip:
    name = "strip"

    def apply(self, text):
        return text.strip()


@plugin(priority=9)
class Exclaim:
    name = "exclaim"

    def apply(self, text):
        return text + "!"


def pipeline(text):
    for cls in sorted(PLUGINS, key=lambda c: -c.priority):
        step = cls().apply
        text = step(text)
        print(f"{cls.name:>8} p={cls.priority}: {text!r}")
    return text


def main():
    print(pipeline("  hello agents  "))
    print([c.__name__ for c in PLUGINS])


if __name__ == "__main__":
    main()
