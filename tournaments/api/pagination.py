"""Page-number pagination with a client-chosen page size, capped so a page stays cheap."""

from rest_framework.pagination import PageNumberPagination


class Pages(PageNumberPagination):
    page_size = 50
    page_size_query_param = "page_size"
    max_page_size = 500
