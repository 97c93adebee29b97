from tools.google_workspace.gmail.trusted import contracts as email
from tools.google_workspace.gmail.trusted.effects import send_email

import clauz3


@clauz3.guarantee(email.dry_run_only())
def main(confirmed: bool) -> None:
    send_email("ops@example.com", "deploy done", "all green", dry_run=not confirmed)
