"""`json.JSONEncoder` for agent programs: the class agents subclass to write their own types
(overriding `default`), which `dumps(cls=...)` builds with its options and whose `encode`
writes as `dumps` does. The functions (`dumps`, `loads`) are the functions-only half
(`pure/json.py`)."""

from json import dumps as _dumps


class JSONEncoder:
    item_separator = ", "
    key_separator = ": "

    def __init__(
        self,
        *,
        skipkeys=False,
        ensure_ascii=True,
        check_circular=True,
        allow_nan=True,
        sort_keys=False,
        indent=None,
        separators=None,
        default=None,
    ):
        self.skipkeys = skipkeys
        self.ensure_ascii = ensure_ascii
        self.check_circular = check_circular
        self.allow_nan = allow_nan
        self.sort_keys = sort_keys
        self.indent = indent
        # As CPython: the separators given, else `,` between items once there is an indent.
        if separators is not None:
            self.item_separator, self.key_separator = separators
        elif indent is not None:
            self.item_separator = ","
        if default is not None:
            self.default = default

    def default(self, o):
        raise TypeError(f"Object of type {type(o).__name__} is not JSON serializable")

    def encode(self, o):
        # As `dumps` writes under this encoder's options (its separators as they are now, a
        # subclass's class attributes included), its `default` handling what JSON cannot hold.
        return _dumps(
            o,
            skipkeys=self.skipkeys,
            ensure_ascii=self.ensure_ascii,
            check_circular=self.check_circular,
            allow_nan=self.allow_nan,
            indent=self.indent,
            separators=(self.item_separator, self.key_separator),
            default=self.default,
            sort_keys=self.sort_keys,
        )
