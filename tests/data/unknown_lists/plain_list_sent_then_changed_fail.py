import clauz3
from tools.mail.trusted import contracts as mc
from tools.mail.trusted.effects import send_all


@clauz3.guarantee(mc.at_most_recipients(3))
def main(extra: int) -> int:
    """A plain list of four addresses is sent, then trimmed: the call still had four."""
    team = ["a@example.org", "b@example.org", "c@example.org", "d@example.org"]
    send_all(team, "deploy done")
    del team[extra % 2:]
    return len(team)
