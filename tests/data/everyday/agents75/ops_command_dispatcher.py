"""A small ops console: parse a list of commands, validate them, then execute a plan."""
from __future__ import annotations

import functools
import shlex
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from functools import cached_property, singledispatch, total_ordering
from typing import Callable, ClassVar, Protocol, runtime_checkable


class CommandError(Exception):
    pass


class UnknownCommand(CommandError):
    pass


class BadArguments(CommandError):
    pass


@runtime_checkable
class Describable(Protocol):
    def describe(self) -> str: ...


@total_ordering
@dataclass(frozen=True)
class Service:
    name: str
    replicas: int
    tier: int = 2

    def __lt__(self, other: "Service") -> bool:
        return (self.tier, self.name) < (other.tier, other.name)

    def describe(self) -> str:
        return f"{self.name}(x{self.replicas}, tier {self.tier})"


@dataclass
class Cluster:
    services: dict[str, Service] = field(default_factory=dict)
    history: list[str] = field(default_factory=list)

    @cached_property
    def capacity(self) -> int:
        self.history.append("capacity computed")
        return 40

    @property
    def used(self) -> int:
        return sum(s.replicas for s in self.services.values())


class Command(ABC):
    registry: ClassVar[dict[str, type[Command]]] = {}
    name: ClassVar[str]
    arity: ClassVar[range]

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        Command.registry[cls.name] = cls

    def __init__(self, args: list[str]):
        if len(args) not in self.arity:
            raise BadArguments(f"{self.name} takes {self.arity.start}..{self.arity.stop - 1} args, got {len(args)}")
        self.args = args

    @abstractmethod
    def run(self, cluster: Cluster) -> str: ...

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {' '.join(self.args)}>"

    @staticmethod
    def parse(line: str) -> "Command":
        name, *args = shlex.split(line)
        try:
            cls = Command.registry[name]
        except KeyError:
            raise UnknownCommand(f"unknown command {name!r}") from None
        return cls(args)


def needs_service(method: Callable[..., str]) -> Callable[..., str]:
    @functools.wraps(method)
    def wrapper(self, cluster: Cluster) -> str:
        if self.args[0] not in cluster.services:
            raise CommandError(f"no service {self.args[0]!r}")
        return method(self, cluster)
    return wrapper


class Deploy(Command):
    name = "deploy"
    arity = range(1, 4)

    def run(self, cluster):
        svc, replicas, tier = (self.args + ["1", "2"][len(self.args) - 1:])[:3]
        if not replicas.isdigit():
            raise BadArguments(f"replicas must be a number, not {replicas!r}")
        new = Service(svc, int(replicas), int(tier))
        if cluster.used - cluster.services.get(svc, Service(svc, 0)).replicas + new.replicas > cluster.capacity:
            raise CommandError(f"not enough capacity for {new.describe()}")
        cluster.services[svc] = new
        return f"deployed {new.describe()}"


class Scale(Command):
    name = "scale"
    arity = range(2, 3)

    @needs_service
    def run(self, cluster):
        old = cluster.services[self.args[0]]
        delta = int(self.args[1])
        cluster.services[old.name] = Service(old.name, max(0, old.replicas + delta), old.tier)
        return f"{old.name}: {old.replicas} -> {cluster.services[old.name].replicas}"


class Remove(Command):
    name = "rm"
    arity = range(1, 2)

    @needs_service
    def run(self, cluster):
        del cluster.services[self.args[0]]
        return f"removed {self.args[0]}"


class Status(Command):
    name = "status"
    arity = range(0, 1)

    def run(self, cluster):
        rows = [f"{s.describe():<28}{'#' * s.replicas}" for s in sorted(cluster.services.values())]
        rows.append(f"used {cluster.used}/{cluster.capacity}")
        return "\n".join(rows)


@singledispatch
def render(result) -> str:
    return str(result)


@render.register
def _(result: CommandError) -> str:
    return f"ERROR[{type(result).__name__}] {result}"


@render.register(list)
def _(result) -> str:
    return "; ".join(render(r) for r in result)


SESSION = """
deploy api 4 1
deploy web 6
deploy worker x
deploy cache 2 1
scale web +3
scale queue 2
launch rockets
deploy batch 30 3
rm cache
status
"""


def main():
    cluster = Cluster()
    plan, problems = [], []
    for n, line in enumerate(SESSION.strip().splitlines(), 1):
        try:
            plan.append((n, Command.parse(line)))
        except CommandError as exc:
            problems.append(exc)
            print(f"line {n}: {render(exc)}")
    print(f"planned {len(plan)} commands: {[c for _, c in plan][:3]}...")
    for n, cmd in plan:
        try:
            out = cmd.run(cluster)
        except CommandError as exc:
            out = render(exc)
        print(f"[{n:02d}] {out}")
    print(render(problems))
    print(cluster.history, isinstance(cluster.services["api"], Describable), isinstance(cluster, Describable))
    print(sorted(Command.registry), Scale.run.__name__, Service("a", 1) <= Service("b", 1, 1))


if __name__ == "__main__":
    main()
