# prove: proved
"""A session forgets its token on logout (`del self.token`); a message is sent only while the
session still has one, checked by catching the AttributeError."""
from tools.agents.trusted.effects import ask, send


class Session:
    def __init__(self, user: str):
        self.user = user
        self.token = "tok-" + user

    def logout(self) -> None:
        del self.token

    def active(self) -> bool:
        try:
            return self.token != ""
        except AttributeError:
            return False


def main() -> int:
    session = Session("ann")
    same = session
    sent = 0
    if ask("log out first? ") == "yes":
        same.logout()
    if session.active():
        send(session.user, "still signed in")
        sent += 1
    assert sent == 0 or session.token.startswith("tok-")
    return sent
