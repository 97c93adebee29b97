"""A command dispatcher reads each handler's signature to bind and check arguments."""
import functools
import inspect


def greet(name, greeting="Hello", *, punctuation="!"):
    return f"{greeting}, {name}{punctuation}"


def total(*values, start=0, **options):
    return sum(values, start)


def pair(a, b, /, c=3):
    return (a, b, c)


def numbers(limit):
    for i in range(limit):
        yield i


def logged(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        print("calling", fn.__name__)
        return fn(*args, **kwargs)
    return wrapper


@logged
def area(width, height=1):
    return width * height


class Greeter:
    def __init__(self, prefix):
        self.prefix = prefix

    def say(self, text, times=1):
        return " ".join([self.prefix + text] * times)


def describe(fn):
    sig = inspect.signature(fn)
    print(fn.__name__, sig, repr(sig))
    for name, param in sig.parameters.items():
        shown = "-" if param.default is inspect.Parameter.empty else repr(param.default)
        print(f"  {name}: {param.kind} ({param.kind.description}) default={shown} {param!r}")


def try_bind(sig, *args, **kwargs):
    try:
        bound = sig.bind(*args, **kwargs)
    except TypeError as e:
        print("  TypeError:", e)
        return
    print("  bound", bound, bound.args, bound.kwargs)
    bound.apply_defaults()
    print("  full ", dict(bound.arguments), bound.args, bound.kwargs)


def main():
    for fn in [greet, total, pair, area, Greeter("> ").say]:
        describe(fn)
    print("Greeter", inspect.signature(Greeter), inspect.signature(Greeter.say))
    sig = inspect.signature(greet)
    try_bind(sig, "Ann")
    try_bind(sig, "Ann", "Hi", punctuation="?")
    try_bind(sig, "Ann", "Hi", "extra")
    try_bind(sig, greeting="Yo")
    try_bind(sig, "Ann", name="Bob")
    try_bind(sig, "Ann", colour="red")
    try_bind(inspect.signature(total), 1, 2, 3, start=10, verbose=True)
    try_bind(inspect.signature(pair), 1, b=2)
    try_bind(inspect.signature(pair), 1, 2)
    partial = sig.bind_partial(greeting="Hey")
    print("partial", partial.arguments, partial.args, partial.kwargs)
    print(greet(*sig.bind("Cy").args, **sig.bind("Cy").kwargs))
    print(inspect.signature(area, follow_wrapped=False), inspect.unwrap(area) is area.__wrapped__)
    print(area(3, 4))
    print(inspect.isfunction(greet), inspect.isfunction(Greeter("x").say), inspect.ismethod(Greeter("x").say))
    print(inspect.isclass(Greeter), inspect.isclass(greet), inspect.isgeneratorfunction(numbers), inspect.isgeneratorfunction(greet))
    print(inspect.isbuiltin(len), inspect.isroutine(len), inspect.isroutine(greet), inspect.isgenerator(numbers(2)))
    names = [p.name for p in inspect.signature(total).parameters.values()]
    print(names, len(sig.parameters), "name" in sig.parameters, list(sig.parameters))
    print(inspect.Parameter.KEYWORD_ONLY, int(inspect.Parameter.VAR_KEYWORD), inspect.Parameter("x", inspect.Parameter.POSITIONAL_ONLY, default=2))
    print(inspect.Signature([inspect.Parameter("a", inspect.Parameter.POSITIONAL_OR_KEYWORD), inspect.Parameter("b", inspect.Parameter.KEYWORD_ONLY, default=None)]))
    try:
        inspect.signature(42)
    except TypeError as e:
        print("TypeError:", e)


if __name__ == "__main__":
    main()
