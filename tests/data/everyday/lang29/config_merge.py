"""Merging layered configuration: defaults, a file layer and overrides, into a dataclass."""
from dataclasses import asdict, dataclass, field, fields, replace

try:
    import ujson as json
except ImportError:
    import json

_UNSET = object()

DEFAULTS = {"host": "localhost", "port": 8080, "debug": False, "tags": []}
FILE_LAYER = {"port": 9000, "tags": ["web"]}
OVERRIDES = {"debug": True, "workers": 4}


@dataclass
class Config:
    host: str = "localhost"
    port: int = 80
    debug: bool = False
    tags: list = field(default_factory=list)
    workers: int = 1


def lookup(layers, key, default=_UNSET):
    for layer in reversed(layers):
        if key in layer:
            return layer[key]
    if default is _UNSET:
        raise KeyError(key)
    return default


def build(layers):
    known = [f.name for f in fields(Config)]
    values = {}
    for name in known:
        value = lookup(layers, name, _UNSET)
        if value is not _UNSET:
            values[name] = value
    return Config(**values)


def main():
    config = build([DEFAULTS, FILE_LAYER, OVERRIDES])
    print(config)
    print(json.dumps(asdict(config), sort_keys=True))
    print(asdict(config))
    staging = replace(config, host="staging.internal", debug=False)
    print(staging.host, staging.port, staging.debug, config.host)
    print([f.name for f in fields(staging) if f.type in ("int", int)])
    print(vars(staging) == asdict(staging), sorted(vars(config)))
    extra = Config()
    extra.tags.append("x")
    print(Config().tags, extra.tags)
    print(lookup([DEFAULTS], "missing", None))
    return config.port


if __name__ == "__main__":
    main()
