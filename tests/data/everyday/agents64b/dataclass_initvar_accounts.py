"""User accounts with InitVar-driven password hashing and __post_init__ validation."""
from dataclasses import dataclass, field, InitVar, fields
from typing import ClassVar
import hashlib
import re


class AccountError(ValueError):
    def __init__(self, username, problems):
        self.username = username
        self.problems = problems
        super().__init__(f"{username}: " + ", ".join(problems))


@dataclass
class Account:
    username: str
    email: str
    password: InitVar[str]
    salt: InitVar[str] = "pepper"
    roles: tuple = ("user",)
    pw_hash: str = field(init=False, repr=False)
    created: int = field(default=0, compare=False)

    MIN_LEN: ClassVar[int] = 8
    EMAIL_RE: ClassVar = re.compile(r"^[\w.+-]+@[\w-]+(\.[\w-]+)+$")
    count: ClassVar[int] = 0

    def __post_init__(self, password, salt):
        problems = []
        if not self.username.isidentifier():
            problems.append("username must be an identifier")
        if not self.EMAIL_RE.match(self.email):
            problems.append(f"bad email {self.email!r}")
        if len(password) < self.MIN_LEN:
            problems.append(f"password shorter than {self.MIN_LEN}")
        if password.lower() == password:
            problems.append("password needs an upper-case letter")
        if problems:
            raise AccountError(self.username, problems)
        self.pw_hash = self._digest(password, salt)
        self.email = self.email.lower()
        Account.count += 1

    @staticmethod
    def _digest(password, salt):
        return hashlib.sha256((salt + ":" + password).encode()).hexdigest()[:16]

    def check(self, attempt, salt="pepper"):
        return self._digest(attempt, salt) == self.pw_hash


@dataclass
class Admin(Account):
    roles: tuple = ("user", "admin")
    level: int = 1

    def __post_init__(self, password, salt):
        super().__post_init__(password, salt)
        if self.level not in (1, 2, 3):
            raise AccountError(self.username, [f"level {self.level} invalid"])


def main():
    signups = [
        dict(username="ada", email="Ada@Example.org", password="Engine1843"),
        dict(username="2bad", email="nope", password="short"),
        dict(username="bob", email="bob@mail.co.uk", password="alllowercase"),
        dict(username="cy", email="cy@x.io", password="Secret123", salt="nacl"),
    ]
    accounts = []
    for data in signups:
        try:
            accounts.append(Account(**data))
        except AccountError as exc:
            print(f"rejected {exc.username}: {len(exc.problems)} problem(s) -> {exc}")
    for acc in accounts:
        print(acc, acc.pw_hash)
    ada, cy = accounts
    print(ada.check("Engine1843"), ada.check("engine1843"), cy.check("Secret123"), cy.check("Secret123", "nacl"))
    root = Admin("root", "root@host.net", "Sup3rUser", level=3, created=5)
    print(root, root.roles, Account.count)
    try:
        Admin("ops", "ops@host.net", "Sup3rUser", level=9)
    except AccountError as exc:
        print("admin rejected:", exc.problems, Account.count)
    print([f.name for f in fields(Admin)])
    print(Account("ada", "ada@example.org", "Engine1843") == ada, hasattr(ada, "password"))
    try:
        Account("zed", "z@z.z", "Password1", "s", ("user",), "hash")
    except TypeError as exc:
        print("TypeError:", exc)


if __name__ == "__main__":
    main()
