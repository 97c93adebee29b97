"""A settings editor that keeps snapshots of a nested config to undo changes."""
import copy
from dataclasses import dataclass, field


@dataclass
class Profile:
    name: str
    roles: list = field(default_factory=list)
    limits: dict = field(default_factory=dict)


DEFAULTS = {"retries": 3, "hosts": ["a", "b"], "tls": {"verify": True, "ciphers": ["x"]}}


def apply(config, changes):
    for path, value in changes:
        node = config
        *parents, last = path.split(".")
        for key in parents:
            node = node[key]
        node[last] = value
    return config


def main():
    history = []
    config = copy.deepcopy(DEFAULTS)
    for changes in ([("retries", 5)], [("tls.verify", False)], [("hosts", ["c"])]):
        history.append(copy.deepcopy(config))
        apply(config, changes)
    print(config)
    print([h["retries"] for h in history], history[1]["tls"], DEFAULTS["tls"]["verify"])
    shallow = copy.copy(config)
    shallow["tls"]["ciphers"].append("y")
    print(config["tls"]["ciphers"], shallow is config, shallow == config)
    base = Profile("ops", ["read"], {"cpu": 2})
    clone = copy.copy(base)
    deep = copy.deepcopy(base)
    clone.roles.append("write")
    deep.limits["cpu"] = 4
    print(base, deep, clone.roles is base.roles)
    undo = history.pop()
    return undo == {"retries": 5, "hosts": ["a", "b"], "tls": {"verify": False, "ciphers": ["x"]}}
