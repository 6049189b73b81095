#include "sound_player.hpp"

#include <QAudioDevice>
#include <QMediaDevices>
#include <QSoundEffect>
#include <QUrl>

#include "app_settings.hpp"

namespace djed::gui {

SoundPlayer::SoundPlayer(const AppSettings& settings, QObject* parent) : QObject(parent), settings_(settings) {}

SoundPlayer::~SoundPlayer() = default;

void SoundPlayer::open() {
  // Made at the first sound, not at start: a player who never hears one
  // (sound off, screenshots) never opens the audio system.
  opened_ = true;
  if (QMediaDevices::defaultAudioOutput().isNull()) return;  // no device: silent
  for (const char* kind : {"move", "capture", "dice", "end"}) {
    auto* effect = new QSoundEffect(this);
    effect->setSource(QUrl(QStringLiteral("qrc:/sounds/%1.wav").arg(QLatin1String(kind))));
    effects_[QLatin1String(kind)] = effect;
  }
}

void SoundPlayer::play(const QString& kind) {
  if (!settings_.sound()) return;
  if (!opened_) open();
  const auto it = effects_.find(kind);
  if (it == effects_.end()) return;
  it->second->setVolume(static_cast<float>(settings_.volume()) / 100.0f);
  it->second->play();
}

}  // namespace djed::gui
