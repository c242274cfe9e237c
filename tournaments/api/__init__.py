"""The REST API of tournaments (Django REST framework): thin views over services and selectors.

One module per resource; shared parts: errors (JSON errors naming the field), idempotency
(Idempotency-Key), pagination, scoping (the tournament of a nested URL, checked for access).
"""
