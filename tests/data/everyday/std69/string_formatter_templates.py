"""Render notification templates with string.Formatter subclasses: defaults, masking, auditing."""
import string


class DefaultingFormatter(string.Formatter):
    """Missing keyword fields render as <name> instead of raising KeyError."""

    def get_value(self, key, args, kwargs):
        if isinstance(key, str) and key not in kwargs:
            return f"<{key}>"
        return super().get_value(key, args, kwargs)


class MaskingFormatter(string.Formatter):
    """A `mask` format spec hides all but the last four characters."""

    def format_field(self, value, format_spec):
        if format_spec == "mask":
            text = str(value)
            return "*" * (len(text) - 4) + text[-4:]
        return super().format_field(value, format_spec)

    def convert_field(self, value, conversion):
        if conversion == "u":
            return str(value).upper()
        return super().convert_field(value, conversion)


class StrictFormatter(string.Formatter):
    def check_unused_args(self, used_args, args, kwargs):
        unused = sorted(set(kwargs) - {k for k in used_args if isinstance(k, str)})
        if unused:
            raise ValueError(f"unused fields: {unused}")


class Account:
    def __init__(self, owner, number):
        self.owner = owner
        self.number = number


def main():
    plain = string.Formatter()
    print(plain.format("{0}, {1}! {0}", "hello", "world"))
    print(plain.format("{name:>8}|{amount:,.2f}|{pct:.1%}", name="ana", amount=12345.678, pct=0.256))
    print(plain.vformat("{0[user]} has {0[items][1]} and {acct.owner!r}", ({"user": "bo", "items": ["a", "b"]},), {"acct": Account("cy", "123456789")}))
    print(plain.format("{:{w}.{p}f}|{{literal}}|{!a}", 3.14159, "caf\u00e9", w=10, p=3))
    print(list(plain.parse("Hi {name!r:>{width}}, total {0:.2f}}}")))
    print(DefaultingFormatter().format("Dear {title} {last}, ref {0}", "R-1", last="Smith"))
    masked = MaskingFormatter()
    print(masked.format("card {card:mask} owner {owner!u} id {0:>6}", 42, card="4111111111111111", owner="dee"))
    print(StrictFormatter().format("{a}", a=1))
    for fmt, args, kwargs in [
        ("{a} {b}", (), {"a": 1, "b": 2, "c": 3}),
        ("{} {0}", (1,), {}),
        ("{0} {}", (1, 2), {}),
        ("{0!z}", (1,), {}),
        ("{missing}", (), {}),
        ("{3}", (1,), {}),
        ("{0.nope}", (1,), {}),
        ("{0:{1:{2}}}", (1, 2, 3), {}),
        ("a } b", (), {}),
        ("a { b", (), {}),
        ("{0", (1,), {}),
        ("{0!", (1,), {}),
        ("{0!r", (1,), {}),
        ("{0!rx}", (1,), {}),
        ("{a{b}", (), {}),
        ("{0[]}", ([1],), {}),
        ("{0[0]x}", ([1],), {}),
        ("{0[0}", ([1],), {}),
        ("{0..a}", (1,), {}),
        ("{0:d}", ("text",), {}),
    ]:
        try:
            print(repr(StrictFormatter().vformat(fmt, args, kwargs)))
        except (ValueError, KeyError, IndexError, AttributeError, TypeError) as err:
            print(fmt, "->", type(err).__name__, err)


if __name__ == "__main__":
    main()
