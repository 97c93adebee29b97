"""Notification channels typed with `typing.Protocol`, as agents write them: a protocol the
channels satisfy structurally (no inheritance), one they also derive from, a
`@runtime_checkable` protocol checked with `isinstance`, and CPython's errors."""
from typing import Iterable, Protocol, runtime_checkable


class Sender(Protocol):
    def send(self, to: str, body: str) -> bool:
        ...


@runtime_checkable
class Closeable(Protocol):
    def close(self) -> None:
        ...


@runtime_checkable
class Sized(Protocol):
    limit: int

    def __len__(self) -> int:
        ...


class Email:
    def __init__(self):
        self.outbox = []
        self.limit = 3

    def send(self, to, body):
        self.outbox.append((to, body))
        return True

    def __len__(self):
        return len(self.outbox)

    def close(self):
        print("email closed with", len(self.outbox), "queued")


class Sms(Sender):
    def __init__(self):
        self.sent = 0

    def send(self, to, body):
        if len(body) > 20:
            return False
        self.sent += 1
        return True


class Broken:
    close = None


def broadcast(channels: Iterable[Sender], to: str, body: str) -> int:
    return sum(1 for c in channels if c.send(to, body))


def main():
    email, sms = Email(), Sms()
    print(broadcast([email, sms], "ann", "hello"), broadcast([email, sms], "bob", "a much longer message here"))
    for thing in [email, sms, Broken(), "text", 42]:
        print(type(thing).__name__, isinstance(thing, Closeable), isinstance(thing, Sized))
        if isinstance(thing, Closeable):
            thing.close()
    print(issubclass(Email, Closeable), issubclass(Sms, Closeable), isinstance(sms, Sms), isinstance(sms, (Closeable, Sms)))
    for check in (lambda: issubclass(Sms, Sender), lambda: isinstance(sms, Sender), lambda: issubclass(Email, Sized)):
        try:
            check()
        except TypeError as e:
            print("TypeError:", e)
    for make in (Sender, Closeable):
        try:
            make()
        except TypeError as e:
            print("TypeError:", e)
    print(Sms().send("x", "y"), Sender.send(sms, "a", "b"))
