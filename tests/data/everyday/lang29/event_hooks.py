"""A plugin registry built by a class decorator, hooks looked up with getattr and hasattr."""
import operator

PLUGINS = {}


def plugin(cls):
    PLUGINS[cls.name] = cls
    cls.registered = True
    return cls


@plugin
class Uppercase:
    name = "upper"

    def transform(self, text):
        return text.upper()


@plugin
class Reverse:
    name = "reverse"

    def transform(self, text):
        return text[::-1]

    def on_load(self):
        print("reverse loaded")


class Unused:
    name = "unused"


def main():
    loaded = []
    for key in sorted(PLUGINS):
        instance = PLUGINS[key]()
        hook = getattr(instance, "on_load", None)
        if hook is not None:
            hook()
        loaded.append(instance)
    text = "hello agents"
    for instance in loaded:
        text = instance.transform(text)
        print(type(instance).__name__, "->", text)
    print(getattr(Unused, "registered", False), Uppercase.registered)
    print(hasattr(text, "upper"), hasattr(text, "nope"), hasattr([], "append"), hasattr({}, "items"))
    strip = getattr(" pad ", "strip")
    print(repr(strip()), getattr(3, "bit_length")(), callable(getattr("x", "join", None)))
    upper = operator.methodcaller("replace", "a", "@")
    print(list(map(upper, ["banana", "cat"])))
    name_of = operator.attrgetter("name")
    print([name_of(cls) for cls in PLUGINS.values()])
    return len(loaded)


if __name__ == "__main__":
    main()
