from collections.abc import Mapping, MutableMapping
from dataclasses import dataclass
import collections

class ConfigError(Exception):
    pass

class MissingKey(ConfigError, KeyError):
    def __str__(self):
        return f"missing config key {self.args[0]!r}"

class Layered(Mapping):
    """Read-through layers: the first layer holding a key wins."""
    def __init__(self, *layers):
        self._layers = list(layers)

    def __getitem__(self, key):
        for layer in self._layers:
            if key in layer:
                return layer[key]
        raise MissingKey(key)

    def __iter__(self):
        seen = []
        for layer in self._layers:
            for k in layer:
                if k not in seen:
                    seen.append(k)
        return iter(seen)

    def __len__(self):
        return sum(1 for _ in self)

class Recorder:
    def __init__(self):
        self.data = {}
    def __getitem__(self, k): return self.data[k]
    def __setitem__(self, k, v): self.data[k] = v
    def __delitem__(self, k): del self.data[k]
    def __iter__(self): return iter(self.data)
    def __len__(self): return len(self.data)

MutableMapping.register(Recorder)

def load(cfg, key, cast):
    try:
        raw = cfg[key]
        return cast(raw)
    except KeyError as e:
        raise ConfigError(f"cannot load {key}") from e
    except ValueError as e:
        e.add_note(f"while reading {key}={cfg[key]!r}")
        raise

def main():
    cfg = Layered({"port": "8080"}, {"port": "80", "host": "localhost", "debug": "yes"})
    print(dict(cfg), len(cfg), "host" in cfg, cfg.get("missing", "-"), list(cfg.keys()))
    print(isinstance(cfg, collections.abc.Collection), isinstance(Recorder(), Mapping), issubclass(Recorder, collections.abc.Sized))
    print(load(cfg, "port", int))
    try:
        load(cfg, "timeout", float)
    except ConfigError as e:
        print(f"{e} <- {e.__cause__!r} / {e.__cause__}")
    try:
        load(cfg, "debug", int)
    except ValueError as e:
        print(e, e.__notes__)
    try:
        cfg["nope"]
    except KeyError as e:
        print(type(e).__name__, e, isinstance(e, ConfigError))
