"""A command table whose handlers are described from their code objects, with row types made
by namedtuple inside a registry and a comparison attached as a lambda."""
from collections import namedtuple


def deploy(service, version="latest", *flags, dry_run=False):
    target = f"{service}:{version}"
    return target, flags, dry_run


def rollback(service, steps=1):
    return f"{service} -{steps}"


ROWS = {"audit": namedtuple("Audit", "who action"), "sla": namedtuple("Sla", "hours penalty")}


class Version:
    def __init__(self, text):
        self.parts = tuple(int(p) for p in text.split("."))

    __eq__ = lambda self, other: isinstance(other, Version) and self.parts == other.parts


def describe(fn):
    code = fn.__code__
    params = code.co_varnames[: code.co_argcount + code.co_kwonlyargcount]
    return f"{code.co_name}({', '.join(params)}) locals={code.co_nlocals}"


def main():
    for fn in (deploy, rollback):
        print(describe(fn))
    audit = ROWS["audit"]("ana", "close")
    print(audit, audit._fields, Version("1.2") == Version("1.2"))
