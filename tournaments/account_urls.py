"""Sign in, sign out, sign up and password change (django.contrib.auth views with our templates)."""

from django.contrib.auth import views as auth_views
from django.urls import path

from tournaments.views import accounts

urlpatterns = [
    path("login/", accounts.ThrottledLoginView.as_view(), name="login"),
    path("logout/", auth_views.LogoutView.as_view(), name="logout"),
    path("signup/", accounts.signup, name="signup"),
    path("password/", auth_views.PasswordChangeView.as_view(), name="password_change"),
    path("password/done/", auth_views.PasswordChangeDoneView.as_view(), name="password_change_done"),
]
