"""A plugin registry that introspects its handlers: bound methods' __func__/__self__, names
and code objects, default arguments, closures made by a decorator factory, and a dispatch
table printed as an aligned listing."""


def tagged(*tags):
    def mark(fn):
        fn.tags = tags
        return fn
    return mark


def make_threshold(limit):
    def over(value):
        return value > limit
    return over


class Plugin:
    priority = 5

    def __init__(self, name):
        self.name = name

    @tagged("io", "slow")
    def fetch(self, url, *, timeout=30, retries=2):
        return f"{self.name} GET {url} ({timeout}s x{retries})"

    def parse(self, text, sep=","):
        return [p.strip() for p in text.split(sep)]

    @classmethod
    def create(cls, name):
        return cls(name)


class Cached(Plugin):
    priority = 7

    def parse(self, text, sep=";"):
        return Plugin.parse(self, text, sep)


def describe(method):
    fn = method.__func__
    code = fn.__code__
    owner = type(method.__self__).__name__ if not isinstance(method.__self__, type) else method.__self__.__name__
    return (
        f"{fn.__qualname__:<16} on {owner:<7} args={code.co_argcount} kwonly={code.co_kwonlyargcount} "
        f"defaults={fn.__defaults__} kw={fn.__kwdefaults__} tags={getattr(fn, 'tags', ())}"
    )


def main():
    plugins = [Plugin("core"), Cached.create("cache")]
    for p in plugins:
        for method in (p.fetch, p.parse):
            print(describe(method))
            print("   ", method.__name__, method.__self__ is p, method.__func__ is getattr(type(p), method.__name__))
    print(describe(Cached.create), Cached.create.__self__ is Cached)
    print(plugins[1].parse("a; b;c"), plugins[0].fetch("/x", retries=1))
    over = make_threshold(10)
    print(over.__qualname__, over.__code__.co_freevars, over.__closure__[0].cell_contents, over(11), over.__code__.co_name)
    table = sorted(plugins, key=lambda p: -p.priority)
    for p in table:
        print(f"{p.priority:>3} {p.name:<6} {type(p).__qualname__}")
    try:
        print(make_threshold.__func__)
    except AttributeError as e:
        print("AttributeError:", e)
    return [p.name for p in table]
