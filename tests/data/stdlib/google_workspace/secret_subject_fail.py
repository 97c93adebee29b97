from tools.google_workspace.gmail.trusted import contracts as email
from tools.google_workspace.gmail.trusted.effects import send_email

import clauz3


@clauz3.guarantee(email.no_subject_contains("CONFIDENTIAL"))
def main(title: str) -> None:
    if len(title) > 0:
        send_email("press@example.com", title, "see subject", dry_run=True)
