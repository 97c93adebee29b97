import clauz3
from tools.mail.trusted import contracts as mc
from tools.mail.trusted.effects import recipients, send_all


@clauz3.guarantee(mc.at_most_recipients(3))
def main() -> int:
    """Send to at most three addresses; appending later does not matter."""
    team = recipients("ops")
    if len(team) > 3:
        return 0
    send_all(team, "deploy done")
    team.append("audit@example.org")
    team.append("boss@example.org")
    return len(team)
