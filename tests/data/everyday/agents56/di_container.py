"""A small dependency-injection registry: providers by name, singletons, scopes."""
from contextlib import contextmanager
from functools import wraps


class ResolutionError(LookupError):
    pass


class CycleError(ResolutionError):
    pass


class Container:
    def __init__(self):
        self._providers = {}
        self._singletons = {}
        self._resolving = []
        self._overrides = [{}]

    def register(self, name, *, singleton=False, deps=()):
        def decorator(factory):
            self._providers[name] = (factory, singleton, tuple(deps))
            return factory
        return decorator

    def resolve(self, name):
        for layer in reversed(self._overrides):
            if name in layer:
                return layer[name]
        if name in self._singletons:
            return self._singletons[name]
        if name not in self._providers:
            raise ResolutionError(f"no provider for {name!r}")
        if name in self._resolving:
            chain = " -> ".join(self._resolving + [name])
            raise CycleError(f"cycle: {chain}")
        factory, singleton, deps = self._providers[name]
        self._resolving.append(name)
        try:
            instance = factory(*[self.resolve(d) for d in deps])
        finally:
            self._resolving.pop()
        if singleton:
            self._singletons[name] = instance
        return instance

    @contextmanager
    def override(self, **values):
        self._overrides.append(values)
        try:
            yield self
        finally:
            self._overrides.pop()


container = Container()


def logged(fn):
    @wraps(fn)
    def wrapper(*args, **kwargs):
        print(f"  building {fn.__name__}")
        return fn(*args, **kwargs)
    return wrapper


class Config:
    def __init__(self, dsn):
        self.dsn = dsn


class Database:
    count = 0

    def __init__(self, config):
        Database.count += 1
        self.config = config

    def __repr__(self):
        return f"Database(dsn={self.config.dsn!r}, n={Database.count})"


class UserService:
    def __init__(self, db, clock):
        self.db, self.clock = db, clock

    def describe(self):
        return f"UserService using {self.db!r} at t={self.clock()}"


@container.register("config", singleton=True)
@logged
def make_config():
    return Config("postgres://prod/app")


@container.register("db", singleton=True, deps=["config"])
@logged
def make_db(config):
    return Database(config)


@container.register("clock")
def make_clock():
    return lambda: 1700000000


@container.register("users", deps=["db", "clock"])
@logged
def make_users(db, clock):
    return UserService(db, clock)


@container.register("a", deps=["b"])
def make_a(b):
    return ("a", b)


@container.register("b", deps=["a"])
def make_b(a):
    return ("b", a)


def main():
    print(container.resolve("users").describe())
    print(container.resolve("users").describe())
    with container.override(clock=lambda: 42, db=Database(Config("sqlite://:memory:"))):
        print(container.resolve("users").describe())
    print(container.resolve("users").describe())
    for name in ("a", "mailer"):
        try:
            container.resolve(name)
        except CycleError as exc:
            print("cycle detected:", exc)
        except ResolutionError as exc:
            print("missing:", exc)
    print("make_db name:", make_db.__name__, "| db instances:", Database.count)


if __name__ == "__main__":
    main()
