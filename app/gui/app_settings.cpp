#include "app_settings.hpp"

#include <QStandardPaths>

namespace djed::gui {

namespace {
const QStringList kThemes{"light", "dark", "system"};
const QStringList kSpeeds{"off", "fast", "normal"};
}  // namespace

AppSettings::AppSettings(QObject* parent) : QObject(parent) {}

QString AppSettings::language() const { return settings_.value("language").toString(); }
void AppSettings::set_language(const QString& code) { store("language", code); }

QString AppSettings::theme() const {
  const QString theme = settings_.value("theme", "light").toString();
  return kThemes.contains(theme) ? theme : QStringLiteral("light");
}
void AppSettings::set_theme(const QString& theme) {
  if (kThemes.contains(theme)) store("theme", theme);
}
bool AppSettings::dark_theme() const { return theme() == "dark" || (theme() == "system" && system_dark_); }

QString AppSettings::animation() const {
  const QString speed = settings_.value("animation", "normal").toString();
  return kSpeeds.contains(speed) ? speed : QStringLiteral("normal");
}
void AppSettings::set_animation(const QString& speed) {
  if (kSpeeds.contains(speed)) store("animation", speed);
}
double AppSettings::animation_scale() const {
  const QString speed = animation();
  return speed == "off" ? 0.0 : speed == "fast" ? 0.5 : 1.0;
}

bool AppSettings::show_legal_moves() const { return settings_.value("showLegalMoves", true).toBool(); }
void AppSettings::set_show_legal_moves(bool on) { store("showLegalMoves", on); }
bool AppSettings::confirm_resign() const { return settings_.value("confirmResign", true).toBool(); }
void AppSettings::set_confirm_resign(bool on) { store("confirmResign", on); }

// Tests run silent: their settings (QStandardPaths' test mode) start without sound.
bool AppSettings::sound() const {
  return settings_.value("sound", !QStandardPaths::isTestModeEnabled()).toBool();
}
void AppSettings::set_sound(bool on) { store("sound", on); }
int AppSettings::volume() const { return qBound(0, settings_.value("volume", 70).toInt(), 100); }
void AppSettings::set_volume(int volume) { store("volume", qBound(0, volume, 100)); }

// A name the server takes: at most 24 characters (the protocol's limit), no line breaks.
QString AppSettings::nickname() const { return settings_.value("online/nickname").toString(); }
void AppSettings::set_nickname(const QString& name) {
  store("online/nickname", name.simplified().left(24));
}
QString AppSettings::server() const { return settings_.value("online/server").toString(); }
void AppSettings::set_server(const QString& address) { store("online/server", address.trimmed()); }
int AppSettings::host_port() const {
  const int port = settings_.value("online/hostPort", 7640).toInt();
  return port >= 1024 && port <= 65535 ? port : 7640;
}
void AppSettings::set_host_port(int port) {
  if (port >= 1024 && port <= 65535) store("online/hostPort", port);
}

QString AppSettings::host_reach() const {
  return settings_.value("online/hostReach").toString() == "network" ? QStringLiteral("network")
                                                                     : QStringLiteral("computer");
}
void AppSettings::set_host_reach(const QString& reach) {
  if (reach == "computer" || reach == "network") store("online/hostReach", reach);
}

// Read back as written, each value checked by its form (a hand-edited file
// with a bad value gives that field's default, not a broken form).
QVariantMap AppSettings::online_create() const {
  QVariantMap out;
  const QString game = settings_.value("online/create/game").toString();
  if (game.isEmpty()) return out;
  out["game"] = game;
  out["variant"] = settings_.value("online/create/variant").toString();
  const QString seat = settings_.value("online/create/seat").toString();
  out["seat"] = seat == "first" || seat == "second" ? seat : QStringLiteral("random");
  out["clock"] = settings_.value("online/create/clock").toString();
  out["listed"] = settings_.value("online/create/listed", true).toBool();
  return out;
}
void AppSettings::set_online_create(const QVariantMap& choices) {
  store("online/create/game", choices.value("game").toString());
  store("online/create/variant", choices.value("variant").toString());
  store("online/create/seat", choices.value("seat").toString());
  store("online/create/clock", choices.value("clock").toString());
  store("online/create/listed", choices.value("listed", true).toBool());
}

QStringList AppSettings::seats(const QString& gameId) const {
  const QStringList seats = settings_.value("seats/" + gameId).toStringList();
  return seats.size() == 2 ? seats : QStringList{"human", "medium"};
}
void AppSettings::setSeats(const QString& gameId, const QStringList& seats) {
  if (seats.size() == 2) store("seats/" + gameId, seats);
}

QString AppSettings::variant(const QString& gameId) const { return settings_.value("variant/" + gameId).toString(); }
void AppSettings::setVariant(const QString& gameId, const QString& variant) { store("variant/" + gameId, variant); }

double AppSettings::thinkSeconds(const QString& level) const {
  return settings_.value("thinkSeconds/" + level, 0.0).toDouble();
}
void AppSettings::setThinkSeconds(const QString& level, double seconds) {
  store("thinkSeconds/" + level, qBound(0.0, seconds, 60.0));
}

QRect AppSettings::window_geometry() const { return settings_.value("window").toRect(); }
void AppSettings::set_window_geometry(const QRect& geometry) {
  if (!read_only_) settings_.setValue("window", geometry);
}

void AppSettings::resetToDefaults() {
  if (!read_only_) settings_.clear();
  emit changed();
}

void AppSettings::store(const QString& key, const QVariant& value) {
  if (settings_.value(key) == value) return;
  if (!read_only_) settings_.setValue(key, value);
  emit changed();
}

}  // namespace djed::gui
