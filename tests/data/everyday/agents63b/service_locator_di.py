"""A small dependency-injection container with singleton and transient services."""
from typing import Any, Callable, Dict, List, Tuple


class ContainerError(Exception):
    pass


class NotRegistered(ContainerError):
    def __init__(self, name: str, chain: Tuple[str, ...]):
        path = " -> ".join(chain + (name,))
        super().__init__(f"service {name!r} is not registered (resolving {path})")
        self.name = name


class CircularDependency(ContainerError):
    pass


class Container:
    def __init__(self) -> None:
        self._factories: Dict[str, Tuple[Callable[..., Any], List[str], bool]] = {}
        self._singletons: Dict[str, Any] = {}
        self.created: List[str] = []

    def register(self, name: str, factory: Callable[..., Any], deps=(), singleton=True) -> "Container":
        if name in self._factories:
            raise ContainerError(f"{name!r} registered twice")
        self._factories[name] = (factory, list(deps), singleton)
        return self

    def resolve(self, name: str, _chain: Tuple[str, ...] = ()) -> Any:
        if name in _chain:
            raise CircularDependency(" -> ".join(_chain + (name,)))
        if name in self._singletons:
            return self._singletons[name]
        if name not in self._factories:
            raise NotRegistered(name, _chain)
        factory, deps, singleton = self._factories[name]
        args = [self.resolve(d, _chain + (name,)) for d in deps]
        try:
            obj = factory(*args)
        except Exception as exc:
            raise ContainerError(f"factory for {name!r} failed") from exc
        self.created.append(name)
        if singleton:
            self._singletons[name] = obj
        return obj


class Config:
    def __init__(self):
        self.values = {"db_url": "sqlite://memory", "pool": 2}


class Database:
    def __init__(self, config):
        self.url = config.values["db_url"]
        self.queries = 0

    def query(self, sql):
        self.queries += 1
        return f"{self.url}: {sql}"


class UserRepo:
    def __init__(self, db):
        self.db = db

    def find(self, uid):
        return self.db.query(f"SELECT * FROM users WHERE id={uid}")


class RequestContext:
    counter = 0

    def __init__(self):
        RequestContext.counter += 1
        self.id = RequestContext.counter


def main():
    c = Container()
    c.register("config", Config).register("db", Database, ["config"]).register("users", UserRepo, ["db"])
    c.register("request", RequestContext, singleton=False)
    c.register("mailer", lambda cfg, tpl: None, ["config", "templates"])
    c.register("broken", lambda cfg: cfg.values["missing"], ["config"])
    c.register("a", lambda b: b, ["b"]).register("b", lambda a: a, ["a"])
    repo = c.resolve("users")
    print(repo.find(7))
    print(c.resolve("users") is repo, c.resolve("db").queries)
    print([c.resolve("request").id for _ in range(3)])
    for name in ("mailer", "broken", "a", "cache"):
        try:
            c.resolve(name)
        except NotRegistered as exc:
            print("NotRegistered:", exc, "|", exc.name)
        except CircularDependency as exc:
            print("Circular:", exc)
        except ContainerError as exc:
            print("ContainerError:", exc, "| cause:", type(exc.__cause__).__name__, exc.__cause__)
    try:
        c.register("db", Database)
    except ContainerError as exc:
        print(exc)
    print(c.created)


if __name__ == "__main__":
    main()
