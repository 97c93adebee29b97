from tools.google_workspace.gmail.trusted import contracts as email
from tools.google_workspace.gmail.trusted.effects import send_email

import clauz3


@clauz3.guarantee(email.dry_run_only())
@clauz3.guarantee(email.only_recipients(["team@example.com", "lead@example.com"]))
@clauz3.guarantee(email.subject_must_contain("[digest]"))
@clauz3.guarantee(email.unique_recipients())
def main(week: int) -> None:
    if week < 1 or week > 53:
        return
    subject = "[digest] week " + str(week)
    for to in ["team@example.com", "lead@example.com"]:
        send_email(to, subject, "numbers attached", dry_run=True)
